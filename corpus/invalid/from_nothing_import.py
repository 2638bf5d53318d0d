from  import absolute_import
